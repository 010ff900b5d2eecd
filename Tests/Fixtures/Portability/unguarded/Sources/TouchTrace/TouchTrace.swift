public enum TouchTrace {}
